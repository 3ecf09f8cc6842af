// The part of s3rver's API the storage tests use (the package ships no types; no @types install).
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    /** The domain virtual-hosted requests end with: <bucket>.s3.<serviceEndpoint>. */
    serviceEndpoint?: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
