/**
 * Asks a Workers rate-limiting binding whether `key` may go on. If the limiter itself fails, the
 * request goes through: a lost booking or lead costs the resort more than some spam.
 */
export async function withinRateLimit(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    console.error("rate limiter unavailable, letting the request through", error);
    return true;
  }
}
