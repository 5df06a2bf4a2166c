// The public face of @paydeck/auth. Nothing is exported yet: see README.md for what this package will own.
export {};
