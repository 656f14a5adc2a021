/** The dashboard's and statistics screen's figures, aggregated in the database (decision 0045). */
export { createStatsService, type StatsService } from './stats';
