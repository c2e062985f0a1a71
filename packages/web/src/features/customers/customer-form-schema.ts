import { findRegion } from "@/components/shared/regions";
import {
  normalizePostalCode,
  postalCodeMessage,
  regionMessage,
  ZCustomerFields,
  type Customer,
  type CustomerCountry,
  type CustomerFieldsInput,
} from "@pos/core/customers/customer.schema";

/** The customer form's schema: the server's fields, and the postal code and region of the company's country. */
export const customerFormSchema = (country: CustomerCountry) =>
  ZCustomerFields.superRefine((fields, ctx) => {
    if (fields.postalCode !== null && normalizePostalCode(fields.postalCode, country) === null) {
      ctx.addIssue({ code: "custom", message: postalCodeMessage(country), path: ["postalCode"] });
    }
    if (fields.province !== null && findRegion(country, fields.province)?.code !== fields.province) {
      ctx.addIssue({ code: "custom", message: regionMessage(country), path: ["province"] });
    }
  });

/** Text fields start as "" (blanks become null on the way out); gender as null. */
export const emptyCustomerValues = (): CustomerFieldsInput => ({
  name: "",
  email: "",
  phone: "",
  cardId: "",
  birthday: "",
  gender: null,
  city: "",
  address: "",
  postalCode: "",
  province: null,
  notes: "",
});

export const savedCustomerValues = (customer: Customer): CustomerFieldsInput => ({
  name: customer.name,
  email: customer.email ?? "",
  phone: customer.phone ?? "",
  cardId: customer.cardId ?? "",
  birthday: customer.birthday ?? "",
  gender: customer.gender,
  city: customer.city ?? "",
  address: customer.address ?? "",
  postalCode: customer.postalCode ?? "",
  province: customer.province,
  notes: customer.notes ?? "",
});
