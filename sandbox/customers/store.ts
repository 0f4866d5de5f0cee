/**
 * Customers and their addresses. Emails are unique ignoring case, as on Shopify; passwords are only
 * ever held as hashes (see `passwords.ts`).
 */
import type {SandboxDb} from '../db';

export type CustomerState = 'ENABLED' | 'INVITED' | 'DISABLED';

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  state: CustomerState;
  tags: string[];
  defaultAddressId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  country: string | null;
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
}

export interface AddressRecord extends AddressFields {
  id: number;
  customerId: number;
}

export interface NewCustomer {
  id?: number;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  state: CustomerState;
  tags?: string[];
  createdAt?: string;
}

export type CustomerChanges = Partial<
  Pick<CustomerRecord, 'email' | 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing'>
>;

interface CustomerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  state: CustomerState;
  tags: string;
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
}

interface AddressRow {
  id: number;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  province_code: string | null;
  country: string | null;
  country_code: string | null;
  zip: string | null;
  phone: string | null;
}

export const CUSTOMER_MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS customers (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    first_name TEXT,
    last_name TEXT,
    phone TEXT,
    accepts_marketing INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL DEFAULT 'ENABLED',
    tags TEXT NOT NULL DEFAULT '[]',
    default_address_id INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS customer_addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    first_name TEXT,
    last_name TEXT,
    company TEXT,
    address1 TEXT,
    address2 TEXT,
    city TEXT,
    province TEXT,
    province_code TEXT,
    country TEXT,
    country_code TEXT,
    zip TEXT,
    phone TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses (customer_id)',
];

/** What other areas (checkout, forms) need to know about a customer with this email. */
export function findCustomerByEmail(
  db: SandboxDb,
  email: string,
): {id: number; email: string; firstName: string | null; lastName: string | null} | null {
  const row = db
    .prepare('SELECT id, email, first_name, last_name FROM customers WHERE email = ?')
    .get(email.trim()) as
    | Pick<CustomerRow, 'id' | 'email' | 'first_name' | 'last_name'>
    | undefined;
  return row
    ? {id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name}
    : null;
}

export function customerById(db: SandboxDb, id: number): CustomerRecord | null {
  const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  return row ? toCustomer(row) : null;
}

export function customerByPhone(db: SandboxDb, phone: string): CustomerRecord | null {
  const row = db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as
    | CustomerRow
    | undefined;
  return row ? toCustomer(row) : null;
}

export function passwordHashOf(db: SandboxDb, id: number): string | null {
  const row = db.prepare('SELECT password_hash FROM customers WHERE id = ?').get(id) as
    | {password_hash: string | null}
    | undefined;
  return row?.password_hash ?? null;
}

export function insertCustomer(db: SandboxDb, customer: NewCustomer): number {
  const now = new Date().toISOString();
  const {lastInsertRowid} = db
    .prepare(
      `INSERT INTO customers (id, email, password_hash, first_name, last_name, phone,
         accepts_marketing, state, tags, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      customer.id ?? null,
      customer.email.trim(),
      customer.passwordHash,
      customer.firstName,
      customer.lastName,
      customer.phone,
      customer.acceptsMarketing ? 1 : 0,
      customer.state,
      JSON.stringify(customer.tags ?? []),
      customer.createdAt ?? now,
      customer.createdAt ?? now,
    );
  return Number(lastInsertRowid);
}

export function updateCustomer(db: SandboxDb, id: number, changes: CustomerChanges): void {
  const columns: [string, unknown][] = [
    ['email', changes.email?.trim()],
    ['first_name', changes.firstName],
    ['last_name', changes.lastName],
    ['phone', changes.phone],
    [
      'accepts_marketing',
      changes.acceptsMarketing === undefined ? undefined : Number(changes.acceptsMarketing),
    ],
  ];
  const set = columns.filter(([, value]) => value !== undefined);
  db.prepare(
    `UPDATE customers SET ${[...set.map(([column]) => `${column} = ?`), 'updated_at = ?'].join(
      ', ',
    )} WHERE id = ?`,
  ).run(...set.map(([, value]) => value), new Date().toISOString(), id);
}

/** Sets the password and, for an invited account, enables it. */
export function setPassword(db: SandboxDb, id: number, passwordHash: string): void {
  db.prepare(
    `UPDATE customers SET password_hash = ?, state = 'ENABLED', updated_at = ? WHERE id = ?`,
  ).run(passwordHash, new Date().toISOString(), id);
}

export function addressesOf(db: SandboxDb, customerId: number): AddressRecord[] {
  const rows = db
    .prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id')
    .all(customerId) as AddressRow[];
  return rows.map(toAddress);
}

export function addressOf(
  db: SandboxDb,
  customerId: number,
  addressId: number,
): AddressRecord | null {
  const row = db
    .prepare('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?')
    .get(addressId, customerId) as AddressRow | undefined;
  return row ? toAddress(row) : null;
}

export function insertAddress(db: SandboxDb, customerId: number, address: AddressFields): number {
  const {lastInsertRowid} = db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, first_name, last_name, company, address1,
         address2, city, province, province_code, country, country_code, zip, phone)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(customerId, ...addressValues(address));
  touch(db, customerId);
  return Number(lastInsertRowid);
}

export function replaceAddress(
  db: SandboxDb,
  customerId: number,
  addressId: number,
  address: AddressFields,
): void {
  db.prepare(
    `UPDATE customer_addresses SET first_name = ?, last_name = ?, company = ?, address1 = ?,
       address2 = ?, city = ?, province = ?, province_code = ?, country = ?, country_code = ?,
       zip = ?, phone = ?
     WHERE id = ? AND customer_id = ?`,
  ).run(...addressValues(address), addressId, customerId);
  touch(db, customerId);
}

/** Deleting the default address makes the oldest remaining one the default, as Shopify does. */
export function deleteAddress(db: SandboxDb, customerId: number, addressId: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').run(
      addressId,
      customerId,
    );
    if (customerById(db, customerId)?.defaultAddressId === addressId) {
      setDefaultAddress(db, customerId, addressesOf(db, customerId)[0]?.id ?? null);
    }
    touch(db, customerId);
  })();
}

export function setDefaultAddress(
  db: SandboxDb,
  customerId: number,
  addressId: number | null,
): void {
  db.prepare('UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?').run(
    addressId,
    new Date().toISOString(),
    customerId,
  );
}

export function countCustomers(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM customers').get() as {count: number}).count;
}

function touch(db: SandboxDb, customerId: number) {
  db.prepare('UPDATE customers SET updated_at = ? WHERE id = ?').run(
    new Date().toISOString(),
    customerId,
  );
}

function addressValues(address: AddressFields) {
  return [
    address.firstName,
    address.lastName,
    address.company,
    address.address1,
    address.address2,
    address.city,
    address.province,
    address.provinceCode,
    address.country,
    address.countryCode,
    address.zip,
    address.phone,
  ];
}

function toCustomer(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing === 1,
    state: row.state,
    tags: JSON.parse(row.tags) as string[],
    defaultAddressId: row.default_address_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toAddress(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    provinceCode: row.province_code,
    country: row.country,
    countryCode: row.country_code,
    zip: row.zip,
    phone: row.phone,
  };
}
