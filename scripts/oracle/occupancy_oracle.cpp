// Occupancy oracle: runs NVIDIA's own occupancy calculator (cuda_occupancy.h, pure host
// code, no GPU needed) over a grid of launch configurations for every architecture ptxra
// supports, and prints the results in the format tests/occupancy_oracle.rs reads.
//
// Built and run by scripts/occupancy-oracle.sh. The device properties below are the ones
// NVIDIA publishes per compute capability (CUDA Programming Guide, "Technical
// Specifications per Compute Capability", and cudaDeviceProp of the devices):
//   maxThreadsPerMultiprocessor  = resident warps per SM * 32
//   regsPerBlock                 = 64 K (32 K on the Tegra parts 5.3 and 6.2)
//   sharedMemPerMultiprocessor   = shared memory per SM at the largest carveout
//   sharedMemPerBlockOptin       = opt-in per-block maximum (48 KiB before Volta)
//   reservedSharedMemPerBlock    = 1 KiB from Ampere on
// They are printed as "P" lines so the test can check that src/target/sm.rs holds the same
// numbers; everything else (granularities, block caps, carveouts, barrier slots) comes from
// the header itself.
//
// Output, tab-separated:
//   P  arch  cc  maxThreadsPerBlock  maxThreadsPerMultiprocessor  regsPerBlock
//      regsPerMultiprocessor  warpSize  sharedMemPerBlock  sharedMemPerMultiprocessor
//      sharedMemPerBlockOptin  reservedSharedMemPerBlock
//   G  arch  blockSize  staticSmem  dynamicSmem  barriers  optin  carveout  runs
// where optin is "-" (FUNC_SHMEM_LIMIT_DEFAULT) or maxDynamicSharedSizeBytes under
// FUNC_SHMEM_LIMIT_OPTIN, carveout is "-" (SHAREDMEM_CARVEOUT_DEFAULT) or a percentage, and
// runs are the results for numRegs = 0, 1, ..., 256 in order, run-length encoded as
// space-separated "BLOCKS.FLAGS" or "BLOCKS.FLAGS*COUNT" (FLAGS = limitingFactors in hex,
// "E" + error code instead when the calculator returns an error).

#include <cstdio>
#include <string>
#include <vector>

#include "cuda_occupancy.h"

namespace {

struct Arch {
    const char *name;
    int major, minor;
    int maxThreadsPerMultiprocessor;
    int regsPerBlock;
    size_t sharedMemPerMultiprocessor;
    size_t sharedMemPerBlockOptin;
    size_t reservedSharedMemPerBlock;
};

const int KIB = 1024;

const Arch ARCHS[] = {
    {"sm_50", 5, 0, 2048, 64 * KIB, 64 * KIB, 48 * KIB, 0},
    {"sm_52", 5, 2, 2048, 64 * KIB, 96 * KIB, 48 * KIB, 0},
    {"sm_53", 5, 3, 2048, 32 * KIB, 64 * KIB, 48 * KIB, 0},
    {"sm_60", 6, 0, 2048, 64 * KIB, 64 * KIB, 48 * KIB, 0},
    {"sm_61", 6, 1, 2048, 64 * KIB, 96 * KIB, 48 * KIB, 0},
    {"sm_62", 6, 2, 2048, 32 * KIB, 64 * KIB, 48 * KIB, 0},
    {"sm_70", 7, 0, 2048, 64 * KIB, 96 * KIB, 96 * KIB, 0},
    {"sm_72", 7, 2, 2048, 64 * KIB, 96 * KIB, 96 * KIB, 0},
    {"sm_75", 7, 5, 1024, 64 * KIB, 64 * KIB, 64 * KIB, 0},
    {"sm_80", 8, 0, 2048, 64 * KIB, 164 * KIB, 163 * KIB, KIB},
    {"sm_86", 8, 6, 1536, 64 * KIB, 100 * KIB, 99 * KIB, KIB},
    {"sm_87", 8, 7, 1536, 64 * KIB, 164 * KIB, 163 * KIB, KIB},
    {"sm_89", 8, 9, 1536, 64 * KIB, 100 * KIB, 99 * KIB, KIB},
    {"sm_90", 9, 0, 2048, 64 * KIB, 228 * KIB, 227 * KIB, KIB},
    {"sm_100", 10, 0, 2048, 64 * KIB, 228 * KIB, 227 * KIB, KIB},
    {"sm_101", 10, 1, 1536, 64 * KIB, 228 * KIB, 227 * KIB, KIB},
    {"sm_103", 10, 3, 2048, 64 * KIB, 228 * KIB, 227 * KIB, KIB},
    {"sm_110", 11, 0, 1536, 64 * KIB, 228 * KIB, 227 * KIB, KIB},
    {"sm_120", 12, 0, 1536, 64 * KIB, 100 * KIB, 99 * KIB, KIB},
    {"sm_121", 12, 1, 1536, 64 * KIB, 100 * KIB, 99 * KIB, KIB},
};

cudaOccDeviceProp props_for(const Arch &a) {
    cudaOccDeviceProp p;
    p.computeMajor = a.major;
    p.computeMinor = a.minor;
    p.maxThreadsPerBlock = 1024;
    p.maxThreadsPerMultiprocessor = a.maxThreadsPerMultiprocessor;
    p.regsPerBlock = a.regsPerBlock;
    p.regsPerMultiprocessor = 64 * KIB;
    p.warpSize = 32;
    p.sharedMemPerBlock = 48 * KIB;
    p.sharedMemPerMultiprocessor = a.sharedMemPerMultiprocessor;
    p.numSms = 1;  // only checked to be positive; per-SM results do not depend on it
    p.sharedMemPerBlockOptin = a.sharedMemPerBlockOptin;
    p.reservedSharedMemPerBlock = a.reservedSharedMemPerBlock;
    return p;
}

void print_props(const Arch &a, const cudaOccDeviceProp &p) {
    std::printf("P\t%s\t%d.%d\t%d\t%d\t%d\t%d\t%d\t%zu\t%zu\t%zu\t%zu\n", a.name, p.computeMajor,
                p.computeMinor, p.maxThreadsPerBlock, p.maxThreadsPerMultiprocessor, p.regsPerBlock,
                p.regsPerMultiprocessor, p.warpSize, p.sharedMemPerBlock, p.sharedMemPerMultiprocessor,
                p.sharedMemPerBlockOptin, p.reservedSharedMemPerBlock);
}

const int MAX_REGS = 256;
const long NO_OPTIN = -1;
const int CARVEOUT_DEFAULT = -1;

// One grid line: all register counts for one (arch, block, smem, barriers, optin, carveout).
void print_line(const Arch &a, const cudaOccDeviceProp &p, int block, size_t staticSmem,
                size_t dynamicSmem, int barriers, long optin, int carveout) {
    std::vector<std::string> values;
    for (int regs = 0; regs <= MAX_REGS; ++regs) {
        cudaOccFuncAttributes attr;
        attr.maxThreadsPerBlock = 1024;
        attr.numRegs = regs;
        attr.sharedSizeBytes = staticSmem;
        attr.partitionedGCConfig = PARTITIONED_GC_OFF;
        attr.numBlockBarriers = barriers;
        if (optin == NO_OPTIN) {
            attr.shmemLimitConfig = FUNC_SHMEM_LIMIT_DEFAULT;
            attr.maxDynamicSharedSizeBytes = 0;
        } else {
            attr.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
            attr.maxDynamicSharedSizeBytes = (size_t)optin;
        }
        cudaOccDeviceState state;
        state.cacheConfig = CACHE_PREFER_NONE;
        state.carveoutConfig = carveout;
        cudaOccResult result;
        cudaOccError err =
            cudaOccMaxActiveBlocksPerMultiprocessor(&result, &p, &attr, &state, block, dynamicSmem);
        char buf[64];
        if (err != CUDA_OCC_SUCCESS) {
            std::snprintf(buf, sizeof buf, "0.E%d", (int)err);
        } else {
            std::snprintf(buf, sizeof buf, "%d.%x", result.activeBlocksPerMultiprocessor,
                          result.limitingFactors);
        }
        values.push_back(buf);
    }
    std::string runs;
    for (size_t i = 0; i < values.size();) {
        size_t j = i;
        while (j < values.size() && values[j] == values[i]) ++j;
        if (!runs.empty()) runs += ' ';
        runs += values[i];
        if (j - i > 1) runs += "*" + std::to_string(j - i);
        i = j;
    }
    std::string optinText = optin == NO_OPTIN ? "-" : std::to_string(optin);
    std::string carveText = carveout == CARVEOUT_DEFAULT ? "-" : std::to_string(carveout);
    std::printf("G\t%s\t%d\t%zu\t%zu\t%d\t%s\t%s\t%s\n", a.name, block, staticSmem, dynamicSmem,
                barriers, optinText.c_str(), carveText.c_str(), runs.c_str());
}

}  // namespace

int main() {
    std::printf("# ptxra occupancy oracle: cudaOccMaxActiveBlocksPerMultiprocessor from NVIDIA's\n");
    std::printf("# cuda_occupancy.h. Generated by scripts/occupancy-oracle.sh; do not edit.\n");
    std::printf("# Format: see scripts/oracle/occupancy_oracle.cpp.\n");

    // Block sizes: every multiple of a warp, plus partial warps and one over the limit.
    std::vector<int> blocks = {1, 31, 33, 100, 257, 1000, 1025};
    for (int b = 32; b <= 1024; b += 32) blocks.push_back(b);

    for (const Arch &a : ARCHS) {
        cudaOccDeviceProp p = props_for(a);
        print_props(a, p);

        // 1. The main grid: registers x block sizes x dynamic shared memory, defaults otherwise.
        for (int block : blocks)
            for (size_t dyn : {0, 4096, 16384, 49152})
                print_line(a, p, block, 0, dyn, 1, NO_OPTIN, CARVEOUT_DEFAULT);

        // 2. Shared memory: sizes around every granularity and limit, static and dynamic,
        //    with and without opting in, under several carveout preferences.
        const size_t sizes[] = {0,     1,     128,   129,   1024,   8192,   20000,  32768,  40000,
                                49152, 49153, 65536, 98304, 101376, 101377, 166912, 232448, 232449};
        for (int block : {64, 256, 1024})
            for (size_t staticSmem : {0, 12288})
                for (size_t size : sizes)
                    for (long optin : {NO_OPTIN, 0L})
                        for (int carveout : {CARVEOUT_DEFAULT, 0, 50, 100}) {
                            // Opting in with the attribute equal to the launch's dynamic size.
                            long o = optin == NO_OPTIN ? NO_OPTIN : (long)size;
                            print_line(a, p, block, staticSmem, size, 1, o, carveout);
                        }

        // 3. Barriers per block (limits only from compute capability 9 on).
        for (int block = 32; block <= 1024; block += 32)
            for (int barriers : {0, 2, 3, 16})
                print_line(a, p, block, 0, 0, barriers, NO_OPTIN, CARVEOUT_DEFAULT);
    }
    return 0;
}
