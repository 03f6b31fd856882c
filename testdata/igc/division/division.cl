// One float division of 8 lanes, as Intel's OpenCL compiler writes it for
// DG2 with -cl-fp32-correctly-rounded-divide-sqrt: `exact` is `/`, correctly
// rounded; `approximate` is native_divide, math.inv then mul, the division
// Intel's vector compiler writes for a plain LLVM `fdiv` (arith.asm).
// Their difference is what an exact division costs Intel's compiler.
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void approximate(__global const float* a, __global const float* b, __global float* o) {
  size_t i = get_global_id(0);
  o[i] = native_divide(a[i], b[i]);
}

__attribute__((intel_reqd_sub_group_size(8)))
__kernel void exact(__global const float* a, __global const float* b, __global float* o) {
  size_t i = get_global_id(0);
  o[i] = a[i] / b[i];
}
