/** The brands whose builds Lighthouse measures (their /login and /home). */
export const measuredBrands = ['wallet', 'uk'];
