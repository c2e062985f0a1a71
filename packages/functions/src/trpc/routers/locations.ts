import { moveLocation } from "@pos/core/company/location-order";
import {
  ZAddLocationInput,
  ZLocationKey,
  ZLocationListInput,
  ZMoveLocationInput,
  ZUpdateLocationInput,
} from "@pos/core/company/location.schema";
import {
  addLocation,
  getLocationSettings,
  hideLocation,
  listLocationSettings,
  taxGroupChoices,
  updateLocation,
} from "@pos/core/company/locations";
import { companyProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_COMPANY", "company");

/** settings/locations (dashboard.md 2): add, edit, hide, reorder; hidden ones come back by the admin's Undelete. */
export const locationsRouter = router({
  list: manage.input(ZLocationListInput).query(({ input }) => listLocationSettings(input)),
  get: manage.input(ZLocationKey).query(({ input }) => getLocationSettings(input)),
  add: manage.input(ZAddLocationInput).mutation(({ input, ctx }) => addLocation(input, ctx.by)),
  update: manage.input(ZUpdateLocationInput).mutation(({ input, ctx }) => updateLocation(input, ctx.by)),
  hide: manage.input(ZLocationKey).mutation(({ input, ctx }) => hideLocation(input, ctx.by)),
  taxGroups: manage.query(({ input }) => taxGroupChoices(input.companyId)),
  move: manage.input(ZMoveLocationInput).mutation(({ input, ctx }) => moveLocation(input, ctx.by)),
});
