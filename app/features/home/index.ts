/** The home feature's public API: other features and the routes import only this. */
export { ApproachSection } from './approach-section';
export { HomeBanner } from './home-banner';
export { buildHomeContent, type HomeContent } from './home-content';
export { HOME_TEXT, type HomeContentSource } from './home-data';
export { HomeHero } from './home-hero';
export { HomeProductSection } from './home-product-section';
