/** Where `npm start` answers the form editor's pre-save check (src/admin/form-check.ts); its own
 *  module, so the browser script imports the path without the loader. */
export const formCheckPath = "/api/check";
