// The unit switches and unit inputs moved to the UI kit (the sign-up wizard uses the same ones, D104).
export { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
export { UnitInput } from '#client/components/ui/unit-input.tsx';
