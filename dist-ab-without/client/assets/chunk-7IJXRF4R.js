var i={pro:["work_type","application_area","support","form","finish","thickness_min","thickness_max","consumption","drying_time","coats","sandable","damp_rooms","pack_sizes"],part:["work_type","application_area","support","form","drying_time","sandable","damp_rooms","pack_sizes"]};function e(a,t){return i[a].flatMap(r=>t[r]?[t[r]]:[])}export{e as a};
//# sourceMappingURL=chunk-7IJXRF4R.js.map
