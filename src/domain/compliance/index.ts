export * from "./attention";
export * from "./coming";
export * from "./ics";
export * from "./new-requirements";
export * from "./offered";
export * from "./requirements";
export * from "./review";
