export * from "./ics";
export * from "./requirements";
export * from "./review";
