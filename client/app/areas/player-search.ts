// The player search on its own (D343): the first screen most recruiters open, without the code of the
// recruiter's other screens (dashboard, lists, compare) and the schemas of their forms.
export { searchLoader } from '#client/features/recruiter/pages/search-loader.ts';
export { SearchPage } from '#client/features/recruiter/pages/search-page.tsx';
