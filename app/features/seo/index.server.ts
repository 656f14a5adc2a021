/** The seo feature's server-only API, for route loaders: the structured data built there. */
export {
  offerTermsJsonLd,
  organizationJsonLd,
  returnPolicyJsonLd,
  shippingDetailsJsonLd,
  websiteJsonLd,
} from './structured-data.server';
