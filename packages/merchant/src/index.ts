// @paydeck/merchant: the merchant section (/merchant/...): saved buttons, internal tools (API keys, API log,
// webhooks and allowed IPs), and its other screens. Screens load with their route; see README.md.
export { merchantSections, type MerchantSection } from './model/sections';
