/** Who the shop's mail and printed documents come from; the name matches `Query.shop.name`. */
export const SHOP_NAME = 'Green Packaging Co.';
export const SHOP_EMAIL = 'orders@greenpackaging.example';
export const SHOP_ADDRESS = ['2100 NW Industrial St', 'Portland OR 97210', 'United States'];
