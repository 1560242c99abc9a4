// Run-time configuration of the back-office, read once when the page loads.
// Edit this file in dist/ to point a built SPA at another backend: no rebuild is needed.
window.__BACKOFFICE_CONFIG__ = {
  // Address of the API, e.g. 'https://api.example.com'. Empty: the origin that serves this page.
  apiBaseUrl: '',
  // Milliseconds before a request is given up with a time-out error.
  requestTimeoutMs: 30000,
  // 'server': User and Order Management ask the API for one page at a time (the reference
  // server's paged lists). 'client': they load the whole list once, for an API that has only
  // /admin/all-users and /admin/orders/all.
  lists: 'server',
  // 'server': Admin Management keeps real accounts on the reference server, with roles, and
  // lists follow a colleague's changes live. 'tab': the specification's list in the tab, for an
  // API that has only the specification's calls.
  screens: 'server',
};
