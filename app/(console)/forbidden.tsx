// The console's 403 page is the site's (a layout's forbidden() is shown by its parent segment's page).
export { default, generateMetadata } from '../[locale]/forbidden';
