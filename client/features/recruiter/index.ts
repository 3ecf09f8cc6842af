/** The recruiter feature's public module: the list and note actions the public profile shows. */
export { RecruiterActions } from './components/recruiter-actions.tsx';
