/** The admin layout's chunk: fetched by its route, or ahead of it when the app starts signed in. */
export const loadAdminLayout = () => import(/* webpackChunkName: "layout" */ './AdminLayout');
