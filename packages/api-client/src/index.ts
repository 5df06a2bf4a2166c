// The public face of @paydeck/api-client. Nothing is exported yet: see README.md for what this package will own.
export {};
