import {json} from '../http/responses';
import type {SandboxService, ServiceContext} from '../service';
import {createBackInStockHandler, createSubscribeHandler} from './handlers';
import {countMarketing, listReceived} from './store';

export function createMarketingService({db}: ServiceContext): SandboxService {
  return {
    key: 'marketing',
    name: 'Email marketing',
    description: 'Newsletter signups and back-in-stock alerts, recorded as received.',
    endpoints: ['/klaviyo/subscribe', '/klaviyo/back-in-stock', '/klaviyo/received.json'],
    routes: [
      {method: 'POST', pattern: '/klaviyo/subscribe', handler: createSubscribeHandler(db)},
      {method: 'POST', pattern: '/klaviyo/back-in-stock', handler: createBackInStockHandler(db)},
      {
        method: 'GET',
        pattern: '/klaviyo/received.json',
        handler: async () => json(listReceived(db)),
      },
    ],
    counts: () => countMarketing(db),
  };
}
