import type { HotelLeaf, HotelRoom, LodgingBusinessLeaf, OfferLeaf, TouristTrip, UnitPriceSpecification, WithContext } from "schema-dts";
import type { Retreat, Room } from "~/catalogue/types";
import { siteTextsIn } from "~/catalogue/localized";
import { site, stayTimes } from "~/catalogue/site";
import { ROOM_MAX_GUESTS } from "~/domain/booking/booking-rules";
import { type Locale, localizePath } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import { absoluteUrl, resortAddress } from "./seo";

/**
 * The resort and its offers as schema.org JSON-LD (ADR 092), typed with schema-dts. Every price
 * here is a catalogue price in euros, the number the page shows beside it (tests/worker/
 * structured-data.test.ts reads both from the rendered page). One Hotel, named by one @id on every
 * page, so that search engines join what each page says about it.
 */

const HOTEL_ID = `${site.url}/#hotel`;

/** What an offer needs of a room: the catalogue's fields the page shows. */
export type RoomOfferData = Pick<Room, "id" | "name" | "description" | "price" | "image">;

/**
 * An offer of a room. Google's hotel price structured data puts a HotelRoom in an offer, though
 * schema.org's range for `itemOffered` (products, services, trips...) does not list places: these
 * two types say exactly that, and nothing else is loosened.
 */
type RoomOffer = Omit<OfferLeaf, "itemOffered"> & { itemOffered: HotelRoom };
type HotelWithRoomOffers = WithContext<Omit<HotelLeaf, "makesOffer"> & { makesOffer: RoomOffer[] }>;

/** A room's nightly rate: the price per night for the room, in euros. */
function perNight(price: number): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: "EUR",
    unitCode: "DAY",
    unitText: "night",
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "DAY" },
  };
}

/** One room's offer: its nightly price as the page shows it, the room itself as a HotelRoom. */
function roomOffer(room: RoomOfferData, locale: Locale): RoomOffer {
  const url = absoluteUrl(localizePath(`/rooms/${room.id}`, locale));
  const item: HotelRoom = {
    "@type": "HotelRoom",
    name: room.name,
    description: room.description,
    url,
    image: absoluteUrl(room.image.src),
    occupancy: { "@type": "QuantitativeValue", maxValue: ROOM_MAX_GUESTS },
  };
  return { "@type": "Offer", url, price: room.price, priceCurrency: "EUR", priceSpecification: perNight(room.price), itemOffered: item };
}

/** The lowest and highest nightly price of the rooms, worked out in a loader from the whole catalogue. */
export type NightlyPriceRange = { lowest: number; highest: number };

export function nightlyPriceRange(rooms: readonly Pick<Room, "price">[]): NightlyPriceRange {
  const prices = rooms.map((room) => room.price);
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/**
 * The resort as a Hotel: address, geo, telephone, check-in and check-out times, its price range
 * ('€147–€250') and one offer per room the page shows (`rooms`: all of them on the rooms page, the
 * first four on the home page, one on a room's own page).
 */
export function hotelJsonLd(rooms: readonly RoomOfferData[], range: NightlyPriceRange, locale: Locale): HotelWithRoomOffers {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": HOTEL_ID,
    name: site.name,
    description: siteTextsIn(locale).description,
    url: absoluteUrl(localizePath("/", locale)),
    telephone: site.phones[0],
    email: site.email,
    image: absoluteUrl("/media/og-default.jpg"),
    address: resortAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    checkinTime: stayTimes.checkin,
    checkoutTime: stayTimes.checkout,
    priceRange: `${formatMoney(range.lowest, "EUR", { locale })}–${formatMoney(range.highest, "EUR", { locale })}`,
    makesOffer: rooms.map((room) => roomOffer(room, locale)),
  };
}

/**
 * The resort as a LodgingBusiness, for the about and contact pages: described in the page's
 * language, its home page the edition's.
 */
export function lodgingBusinessJsonLd(locale: Locale): WithContext<LodgingBusinessLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    name: site.name,
    description: siteTextsIn(locale).description,
    url: absoluteUrl(localizePath("/", locale)),
    email: site.email,
    telephone: site.phones[0],
    image: absoluteUrl("/media/og-default.jpg"),
    address: resortAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
  };
}

/** A retreat as a TouristTrip the resort offers: its package price per person, as the page shows it. */
export function retreatJsonLd(
  retreat: Pick<Retreat, "id" | "title" | "description" | "price" | "image">,
  locale: Locale,
): WithContext<TouristTrip> {
  const url = absoluteUrl(localizePath(`/retreats/${retreat.id}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: retreat.title,
    description: retreat.description,
    url,
    image: absoluteUrl(retreat.image.src),
    touristType: "Wellness travellers",
    provider: { "@type": "Hotel", "@id": HOTEL_ID, name: site.name, url: site.url },
    offers: {
      "@type": "Offer",
      url,
      price: retreat.price,
      priceCurrency: "EUR",
      priceSpecification: { "@type": "UnitPriceSpecification", price: retreat.price, priceCurrency: "EUR", unitText: "person" },
      availability: "https://schema.org/InStock",
      offeredBy: { "@id": HOTEL_ID },
    },
  };
}
