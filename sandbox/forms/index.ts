import type {SandboxService, ServiceContext} from '../service';
import {createFileHandler, createInboxHandler, createSubmitHandler} from './handlers';
import {countSubmissions} from './store';

export function createFormService({db}: ServiceContext): SandboxService {
  return {
    key: 'forms',
    name: 'Forms',
    description:
      'The hosted form service: urlencoded or multipart posts, files kept, listed in the inbox.',
    endpoints: ['/forms/{formId}', '/inbox', '/inbox.json'],
    routes: [
      {method: 'POST', pattern: '/forms/:formId', handler: createSubmitHandler(db)},
      {method: 'GET', pattern: '/inbox', handler: createInboxHandler(db, 'html')},
      {method: 'GET', pattern: '/inbox.json', handler: createInboxHandler(db, 'json')},
      {method: 'GET', pattern: '/inbox/files/:id', handler: createFileHandler(db)},
    ],
    counts: () => ({submissions: countSubmissions(db)}),
  };
}
