import { composeDocument } from "./src/domain/documents/engine";
import { HIGH_RISK_ACTIVITIES } from "./src/domain/catalogue";
import { renderPlainText } from "./src/domain/documents/plain-text";
const doc = composeDocument({ documentType: "silica-plan", business: { name: "Test Freight", country: "US", jurisdiction: "US-TX", industry: "transport", industryOther: null, employeeCount: "20-49", workDescription: "Loading, hauling and delivering freight", regions: ["US-TX"], highRiskActivities: HIGH_RISK_ACTIVITIES.map((a) => a.value), identifier: { label: "Number", value: null } } as any, metadata: { emergencyType: "fire", activity: "Loading a trailer", hazardTypes: ["height"] }, additionalPolicies: [], preparedBy: "T", date: "2026-11-24" });
const t = renderPlainText(doc); for (const l of t.split("\n")) if (/1926\.\d/.test(l)) console.log(l.slice(0,300));
