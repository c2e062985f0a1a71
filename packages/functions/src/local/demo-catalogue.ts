import type { ComplianceCategoryId } from "@pos/core/catalog/category.schema";

/**
 * Green Leaf's demo catalogue (Ontario): categories, licensed producers (fictional), tax groups and products.
 * Prices and costs in cents; dried-cannabis equivalents in grams (Cannabis Act Schedule 3: dried 1 g, solids 15 g,
 * non-solids 70 g, concentrates 0.25 g and a seed each count as 1 g, 1 g, 1 g, 1 g and 0.25 g).
 */

export const demoTaxGroups = [
  { key: "hst", name: "HST 13%", taxes: [{ name: "HST", rate: 13 }] },
  { key: "exempt", name: "Tax exempt", taxes: [] },
] as const;

export type DemoCategory = {
  key: string;
  name: string;
  compliance: ComplianceCategoryId;
  children: { key: string; name: string; compliance?: ComplianceCategoryId }[];
};

export const demoCategories: DemoCategory[] = [
  {
    key: "flower",
    name: "Flower",
    compliance: "dried",
    children: [
      { key: "whole", name: "Whole flower" },
      { key: "milled", name: "Milled flower" },
    ],
  },
  {
    key: "prerolls",
    name: "Pre-rolls",
    compliance: "pre-rolls",
    children: [
      { key: "singles", name: "Singles" },
      { key: "packs", name: "Multi-packs" },
      { key: "infused", name: "Infused pre-rolls", compliance: "extracts-inhaled" },
    ],
  },
  {
    key: "vapes",
    name: "Vapes",
    compliance: "extracts-inhaled",
    children: [
      { key: "carts", name: "510 cartridges" },
      { key: "disposables", name: "Disposables" },
    ],
  },
  {
    key: "extracts",
    name: "Extracts",
    compliance: "extracts-inhaled",
    children: [
      { key: "hash", name: "Hash" },
      { key: "rosin", name: "Resin and rosin" },
    ],
  },
  {
    key: "ingestibles",
    name: "Oils and capsules",
    compliance: "extracts-ingested",
    children: [
      { key: "oils", name: "Oils" },
      { key: "capsules", name: "Capsules" },
    ],
  },
  {
    key: "edibles",
    name: "Edibles",
    compliance: "edibles-solids",
    children: [
      { key: "gummies", name: "Gummies" },
      { key: "chocolate", name: "Chocolate" },
    ],
  },
  {
    key: "beverages",
    name: "Beverages",
    compliance: "edibles-non-solids",
    children: [
      { key: "sparkling", name: "Sparkling drinks" },
      { key: "teas", name: "Teas", compliance: "edibles-solids" },
    ],
  },
  { key: "topicals", name: "Topicals", compliance: "topicals", children: [] },
  { key: "seeds", name: "Seeds", compliance: "seeds", children: [] },
  {
    key: "accessories",
    name: "Accessories",
    compliance: "accessories",
    children: [
      { key: "papers", name: "Papers and cones" },
      { key: "grinders", name: "Grinders" },
      { key: "storage", name: "Storage" },
    ],
  },
];

const ontario = (street: string, city: string, postal: string) => `${street}, ${city}, ON ${postal}`;

export const demoSuppliers = [
  {
    key: "maple",
    name: "Northern Maple Growers",
    contactName: "Renée Tremblay",
    email: "orders@northernmaple.example",
    phone: "519-555-0142",
    address: ontario("2140 County Rd 20", "Leamington", "N8H 3V5"),
    licenceNumber: "LIC-7Q2M-4KX9",
  },
  {
    key: "lakeshore",
    name: "Lakeshore Craft Cannabis",
    contactName: "Dev Sharma",
    email: "wholesale@lakeshorecraft.example",
    phone: "705-555-0178",
    address: ontario("88 Hunter St E", "Peterborough", "K9H 1G5"),
    licenceNumber: "LIC-3HT8-P2WA",
  },
  {
    key: "boreal",
    name: "Boreal Botanicals",
    contactName: "Marie Lachance",
    email: "sales@borealbotanicals.example",
    phone: "807-555-0113",
    address: ontario("415 Memorial Ave", "Thunder Bay", "P7B 3Y6"),
    licenceNumber: "LIC-9BR4-C6LE",
  },
  {
    key: "greatlakes",
    name: "Great Lakes Extracts",
    contactName: "Tom Okafor",
    email: "accounts@glextracts.example",
    phone: "905-555-0196",
    address: ontario("1200 Burloak Dr", "Burlington", "L7L 6B3"),
    licenceNumber: "LIC-5GX1-E8TN",
  },
  {
    key: "muskoka",
    name: "Muskoka Gardens",
    contactName: "Hannah Brooks",
    email: "hello@muskokagardens.example",
    phone: "705-555-0121",
    address: ontario("31 Manitoba St", "Bracebridge", "P1L 1S1"),
    licenceNumber: "LIC-2MK7-G3RD",
  },
  {
    key: "maritime",
    name: "Maritime Bloom Co.",
    contactName: "Liam MacNeil",
    email: "orders@maritimebloom.example",
    phone: "902-555-0164",
    address: "77 Prince St, Truro, NS B2N 1E9",
    licenceNumber: "LIC-8MB5-N1SC",
  },
  {
    key: "okanagan",
    name: "Okanagan Valley Cannabis",
    contactName: "Priya Gill",
    email: "trade@okanaganvalley.example",
    phone: "250-555-0187",
    address: "2500 Enterprise Way, Kelowna, BC V1X 7X5",
    licenceNumber: "LIC-4OV6-K9BC",
  },
  {
    key: "urban",
    name: "Urban Goods Supply",
    contactName: "Chris Wong",
    email: "orders@urbangoods.example",
    phone: "416-555-0109",
    address: ontario("455 Spadina Ave", "Toronto", "M5S 2G8"),
    licenceNumber: null,
  },
] as const;

export type DemoSupplierKey = (typeof demoSuppliers)[number]["key"];
