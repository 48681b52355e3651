/**
 * The one function of libphonenumber-js the site uses, in a module of its own: loaded apart by
 * validators.ts (loadPhoneNumbers), it brings that function and the metadata only, where a
 * dynamic import of the package itself would bring all its exports.
 */
export { isValidPhoneNumber } from 'libphonenumber-js/min';
