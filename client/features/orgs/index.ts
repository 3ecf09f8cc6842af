// The organizations area's public module: other client features import from here only.
