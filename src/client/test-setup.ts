// The DOM matchers (toBeInTheDocument, …) only mean something in a file that has a DOM
// (`@vitest-environment jsdom`); the other unit files, most of them, skip loading them.
import type {} from "@testing-library/jest-dom/vitest";

if (typeof document !== "undefined") await import("@testing-library/jest-dom/vitest");
