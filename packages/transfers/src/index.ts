// The public face of @paydeck/transfers. Nothing is exported yet: see README.md for what this package will own.
export {};
