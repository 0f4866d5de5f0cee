/**
 * Customers seeded from `data/catalogue/customers.json`. Invited accounts get an activation email in
 * the outbox at seed time, so following its link is the way in, as on Shopify.
 */
import {loadCatalogue} from '../catalogue';
import {loadSandboxConfig} from '../config';
import type {TableModule} from '../db';
import {sendActivationEmail} from './emails';
import {hashSeedPassword} from './passwords';
import {CUSTOMER_MIGRATIONS, insertAddress, insertCustomer, setDefaultAddress} from './store';
import {TOKEN_MIGRATIONS} from './tokens';

export const customerTables: TableModule = {
  name: 'customers',
  migrations: [...CUSTOMER_MIGRATIONS, ...TOKEN_MIGRATIONS],
  seed(db) {
    const storefrontUrl = loadSandboxConfig().storefront.primaryDomainUrl;
    for (const seed of loadCatalogue().customers) {
      const id = insertCustomer(db, {
        id: seed.id,
        email: seed.email,
        passwordHash:
          seed.state === 'ENABLED' && seed.password
            ? hashSeedPassword(seed.email, seed.password)
            : null,
        firstName: seed.firstName,
        lastName: seed.lastName,
        phone: seed.phone,
        acceptsMarketing: seed.acceptsMarketing,
        state: seed.state,
        tags: seed.tags,
        createdAt: seed.createdAt,
      });
      const addressIds = seed.addresses.map((address) => insertAddress(db, id, address));
      if (seed.defaultAddress !== null && addressIds[seed.defaultAddress] !== undefined) {
        setDefaultAddress(db, id, addressIds[seed.defaultAddress]);
      }
      if (seed.state === 'INVITED') sendActivationEmail(db, seed, storefrontUrl);
    }
    // Seeding touches every row; the seed's own dates are the ones a customer should see.
    db.prepare('UPDATE customers SET updated_at = created_at').run();
  },
};
