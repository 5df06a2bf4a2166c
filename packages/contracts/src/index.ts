// The public face of @paydeck/contracts. Nothing is exported yet: see README.md for what this package will own.
export {};
