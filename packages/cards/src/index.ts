// The public face of @paydeck/cards. Nothing is exported yet: see README.md for what this package will own.
export {};
