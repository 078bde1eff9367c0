/**
 * Custom retreats are `type: 'retreat'` cart items with this reserved retreatId (see cart-item.ts);
 * no catalogue retreat may use it.
 */
export const CUSTOM_RETREAT_ID = "custom";
export const CUSTOM_RETREAT_DESCRIPTION = "Custom retreat";
