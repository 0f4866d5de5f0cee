/**
 * Legacy customer accounts: what the Storefront API's customer mutations and other areas (checkout,
 * orders) read and change.
 */
export {customerTables} from './tables';
export {findCustomerByEmail, customerById, countCustomers} from './store';
export type {CustomerRecord, AddressRecord, AddressFields, CustomerState} from './store';
export {customerIdForAccessToken} from './tokens';
