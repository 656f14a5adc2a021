/** The back office's side of the back-in-stock alerts (decision 64): a product's waiting demand, the dashboard's most wanted sizes. */
export { MOST_WANTED_TITLE, MostWantedSizes } from './most-wanted-sizes';
export { WaitingDemand } from './waiting-demand';
