/**
 * scrypt's work factor in tests (log2 N; production's is 17): the same algorithm and format, 32 times cheaper, so
 * sign-ins do not starve the two cores the suite runs on (ADR 0031).
 */
export const TEST_PASSWORD_HASH_COST = 12;
