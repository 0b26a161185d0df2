/** The Beta Boost on approved applications: the Deals page and the landing page announce it. */
export const betaBoostPercent = 5;
