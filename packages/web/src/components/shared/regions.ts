// The provinces and states live in core: the server checks an address's region against the company's country.
export * from "@pos/core/common/regions";
