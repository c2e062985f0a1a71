export const formatCount = (value: number) => Math.round(value).toLocaleString();
