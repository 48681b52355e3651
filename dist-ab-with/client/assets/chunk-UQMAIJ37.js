import{a as i}from"./chunk-JKFVUDN4.js";import{b as n}from"./chunk-UGN6MDCV.js";async function c(o,r){try{return await o.call("GET /landing",{query:{technical_name:r}})}catch(t){throw t instanceof n&&t.status===404?i.notFound():t}}export{c as a};
//# sourceMappingURL=chunk-UQMAIJ37.js.map
