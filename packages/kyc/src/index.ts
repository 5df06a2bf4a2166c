// The public face of @paydeck/kyc. Nothing is exported yet: see README.md for what this package will own.
export {};
