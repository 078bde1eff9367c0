/**
 * The share of page loads that report Core Web Vitals at all (a constant: the aggregate scales by
 * its inverse). Its own module so the root route can draw without loading the route list.
 */
export const VITALS_SAMPLE_RATE = 0.1;
