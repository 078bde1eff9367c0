import "~/domain/zod-config";
import { z } from "zod";
import { CURRENCIES } from "~/domain/money/money";

/** The currencies a cart item or payment may name. Kept apart from money.ts to keep zod out of it. */
export const currencySchema = z.enum(CURRENCIES);
