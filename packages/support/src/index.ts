// The public face of @paydeck/support. Nothing is exported yet: see README.md for what this package will own.
export {};
