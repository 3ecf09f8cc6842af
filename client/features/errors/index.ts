/** The errors feature's public module: the app's Page Not Found, for a screen whose record does not exist. */
export { NotFoundPage } from './pages/not-found-page.tsx';
