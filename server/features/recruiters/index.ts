// The recruiters area's public module: other areas import from here only (docs/architecture.md).

export {
  PROGRAM_COLUMNS,
  type ProgramColumns,
  type ProgramThatApplies,
  programChanged,
  programThatApplies,
  resolveProgram,
  snapshotOf,
} from './program.ts';
export { recruiterRoutes } from './recruiters.routes.ts';
