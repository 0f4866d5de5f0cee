/**
 * A phone number as people write it. Shopify keeps numbers in E.164 (`+13125550142`); North
 * American ones read `(312) 555-0142`, as the store prints its own. Others are left as stored: their
 * grouping differs by country, and the international form is one every reader can dial.
 */
export function displayPhone(phone: string): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.replace(/[\s().-]/g, ''));
  return northAmerican ? `(${northAmerican[1]}) ${northAmerican[2]}-${northAmerican[3]}` : phone;
}
